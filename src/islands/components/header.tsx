export { HeaderBar as default } from '../../components/Header/HeaderBar';
