export { FullPageScreens as default } from '../../kinds/fullPageScroller/FullPageScreens';
