import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

// rjsf's own parts the editor's wrap and fall back to (its registry types them as possibly absent).
const registry = getDefaultRegistry();

export const DefaultArrayField = registry.fields.ArrayField as ComponentType<FieldProps>;
export const DefaultObjectField = registry.fields.ObjectField as ComponentType<FieldProps>;
export const DefaultStringField = registry.fields.StringField as ComponentType<FieldProps>;
export const DefaultTextWidget = registry.widgets.TextWidget as ComponentType<WidgetProps>;
export const DefaultFieldTemplate = registry.templates.FieldTemplate;
export const DefaultArrayFieldTemplate = registry.templates.ArrayFieldTemplate;
export const DefaultSelectWidget = registry.widgets.SelectWidget as ComponentType<WidgetProps>;
