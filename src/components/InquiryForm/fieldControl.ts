/** What each kind of field's control is given: its definition in the page's language, its rule, its value. */
export interface FieldControlProps<Field, Rule, Value> {
  id: string;
  field: Field;
  rule: Rule;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
  register: (element: HTMLElement | null) => void;
}
