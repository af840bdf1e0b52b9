export { LocationMap as default } from '../../components/Location/LocationMap';
