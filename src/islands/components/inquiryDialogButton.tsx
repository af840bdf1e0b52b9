export { InquiryDialogButton as default } from '../../kinds/companyContact/InquiryDialogButton';
