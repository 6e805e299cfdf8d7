export {
  ConfirmThenSendForm,
  type ConfirmThenSendFormProps,
  type ConfirmThenSendConfirmation,
} from './lib/ConfirmThenSendForm';
export { PendingLimitChange, type PendingLimitChangeProps } from './lib/PendingLimitChange';
