export { InquiryFormRoot as default } from '../../components/InquiryForm/InquiryFormRoot';
