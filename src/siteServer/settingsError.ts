/** A setting from the environment the server cannot start with; the message says what to write instead. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}
