export { InstrumentTabBar as default } from '../../components/InstrumentTabs/InstrumentTabBar';
