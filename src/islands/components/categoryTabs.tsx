export { CategoryTabs as default } from '../../kinds/categoryPage/CategoryTabs';
