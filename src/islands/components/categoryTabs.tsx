export { CategoryTabs as default } from '../../components/CategoryPage/CategoryTabs';
