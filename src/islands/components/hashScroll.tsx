export { HashScroll as default } from '../../components/StackedPage/HashScroll';
