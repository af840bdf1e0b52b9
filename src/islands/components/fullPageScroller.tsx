export { FullPageScreens as default } from '../../components/FullPageScroller/FullPageScreens';
