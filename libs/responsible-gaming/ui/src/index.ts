export {
  ConfirmThenSendForm,
  type ConfirmThenSendFormProps,
  type ConfirmThenSendConfirmation,
} from './lib/ConfirmThenSendForm';
