export {
  filterPaymentMethods,
  paymentMethodExclusion,
  paymentThumbnail,
  tagRestrictedCountriesFor,
  type PaymentAudience,
  type PaymentMethodExclusion,
} from './lib/methods/filterPaymentMethods';
export { getPayments, paymentsQueryOptions, usePayments } from './api/get-payments';
