import type { InboxQuery } from '../inboxQuery';
import { ListQueryFields } from './ListQueryFields';

interface HandledFormProps {
  action: string;
  handled: boolean;
  query: InboxQuery;
}

/** Flips an inquiry between 처리됨 and 미처리. */
export function HandledForm({ action, handled, query }: HandledFormProps) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="handled" value={handled ? '0' : '1'} />
      <ListQueryFields query={query} />
      <button type="submit" className={handled ? 'button button-quiet' : 'button'}>
        {handled ? '미처리로 되돌리기' : '처리 완료로 표시'}
      </button>
    </form>
  );
}
