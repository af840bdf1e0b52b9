export { InquiryDialogButton as default } from '../../components/CompanyContact/InquiryDialogButton';
