export { LocationMap as default } from '../../kinds/location/LocationMap';
