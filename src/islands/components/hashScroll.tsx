export { HashScroll as default } from '../../kinds/stackedPage/HashScroll';
