import type { CaseStudyProps } from '../../components/CaseStudy/CaseStudy';
import type { CategoryPageProps } from '../../components/CategoryPage/CategoryPage';
import type { CompanyContactProps } from '../../components/CompanyContact/CompanyContact';
import type { ContactDetailsProps } from '../../components/ContactDetails/ContactDetails';
import type { EquipmentGroupProps } from '../../components/EquipmentGroup/EquipmentGroup';
import type { FullPageScrollerProps } from '../../components/FullPageScroller/FullPageScroller';
import type { GreetingProps } from '../../components/Greeting/Greeting';
import type { HeroProps } from '../../components/Hero/Hero';
import type { InquiryProps } from '../../components/Inquiry/Inquiry';
import type { LocationProps } from '../../components/Location/Location';
import type { PartnersProps } from '../../components/Partners/Partners';
import type { StackedPageProps } from '../../components/StackedPage/StackedPage';
import type { TextBlockProps } from '../../components/TextBlock/TextBlock';
import type { ContainerProps, LocalNodeOfType, NodeType } from '../nodes';
import type { PageSite } from './PageSite';

/** Each node type's component props, as its component declares them: the whole contract of that component. */
export interface PropsByType {
  fullPageScroller: FullPageScrollerProps;
  stackedPage: StackedPageProps;
  categoryPage: CategoryPageProps;
  hero: HeroProps;
  companyContact: CompanyContactProps;
  greeting: GreetingProps;
  partners: PartnersProps;
  location: LocationProps;
  inquiry: InquiryProps;
  contactDetails: ContactDetailsProps;
  textBlock: TextBlockProps;
  equipmentGroup: EquipmentGroupProps;
  caseStudy: CaseStudyProps;
}

/** Exhaustive by construction: a node type in the schema without a resolver fails to compile. */
export type Resolvers = { [T in NodeType]: (node: LocalNodeOfType<T>, site: PageSite) => PropsByType[T] };

/** What the registry's component for `T` receives: its props, and the child renderer every container uses. */
export type ComponentProps<T extends NodeType> = PropsByType[T] & ContainerProps;
