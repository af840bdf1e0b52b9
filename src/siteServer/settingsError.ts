import { MessageError } from '../messages/messageError';

/** A setting from the environment the server cannot start with; the message says which, the hint what to write instead. */
export class SettingsError extends MessageError {
  override name = 'SettingsError';
}
