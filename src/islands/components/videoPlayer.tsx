export { VideoPlayer as default } from '../../kinds/video/VideoPlayer';
