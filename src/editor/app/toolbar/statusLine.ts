/**
 * The toolbar's one line of what just happened. The newest message replaces the
 * one before; a notice ("저장했습니다.") leaves at the next edit, an
 * error stays until it is acted upon: another try answers in its place, or it is closed.
 */
export interface StatusMessage {
  text: string;
  /** An error: it lasts through edits. */
  error: boolean;
}

export type StatusAction = { type: 'show'; message: StatusMessage } | { type: 'edited' } | { type: 'dismiss' };

export function statusLine(current: StatusMessage | undefined, action: StatusAction): StatusMessage | undefined {
  switch (action.type) {
    case 'show':
      return action.message;
    case 'edited':
      return current?.error ? current : undefined;
    case 'dismiss':
      return undefined;
  }
}

export const notice = (text: string): StatusMessage => ({ text, error: false });
export const failure = (text: string): StatusMessage => ({ text, error: true });
