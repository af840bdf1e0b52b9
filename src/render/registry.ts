import type { ComponentType } from 'react';
import type { NodeType } from './nodes';
import type { ComponentProps } from './resolve/PropsByType';
import { FullPageScroller } from '../components/FullPageScroller/FullPageScroller';
import { StackedPage } from '../components/StackedPage/StackedPage';
import { CategoryPage } from '../components/CategoryPage/CategoryPage';
import { Hero } from '../components/Hero/Hero';
import { CompanyContact } from '../components/CompanyContact/CompanyContact';
import { Greeting } from '../components/Greeting/Greeting';
import { Partners } from '../components/Partners/Partners';
import { Location } from '../components/Location/Location';
import { Inquiry } from '../components/Inquiry/Inquiry';
import { ContactDetails } from '../components/ContactDetails/ContactDetails';
import { TextBlock } from '../components/TextBlock/TextBlock';
import { EquipmentGroup } from '../components/EquipmentGroup/EquipmentGroup';
import { CaseStudy } from '../components/CaseStudy/CaseStudy';

/** Exhaustive by construction: a node type in the schema without a component here fails to compile; each gets what its resolver returns. */
export type Registry = { [T in NodeType]: ComponentType<ComponentProps<T>> };

export const registry: Registry = {
  fullPageScroller: FullPageScroller,
  stackedPage: StackedPage,
  categoryPage: CategoryPage,
  hero: Hero,
  companyContact: CompanyContact,
  greeting: Greeting,
  partners: Partners,
  location: Location,
  inquiry: Inquiry,
  contactDetails: ContactDetails,
  textBlock: TextBlock,
  equipmentGroup: EquipmentGroup,
  caseStudy: CaseStudy,
};
