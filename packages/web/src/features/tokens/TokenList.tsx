import { Plus } from 'lucide-react';
import { errorMessageOf } from '../../api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PermissionLegend } from './PermissionLegend';
import { TokenCard } from './TokenCard';
import { useTokens } from './useTokens';
import styles from './ApiTokensSettings.module.css';

/** The list page 'Personal API tokens' (spec §2): a card per token, the legend once there is one. */
export function TokenList({ onCreate }: { onCreate: () => void }) {
  const tokens = useTokens();
  const problem = tokens.error ? errorMessageOf(tokens.error) : null;
  return (
    <section className={styles.page} aria-labelledby="personal-api-tokens">
      <div className={styles.pageHeader}>
        <h2 id="personal-api-tokens" className={styles.heading}>
          Personal API tokens
        </h2>
        <Button variant="primary" size="sm" icon={<Plus size={14} aria-hidden />} onClick={onCreate}>
          Create token
        </Button>
      </div>
      <p className={styles.intro}>A token lets a program create, read, update or delete rows of your tables over the REST API, within the rights you give it here.</p>
      {tokens.isPending && (
        <div className={styles.loading}>
          <Spinner label="Loading tokens" />
        </div>
      )}
      {problem && (
        <Alert tone="error" title={problem.title}>
          {problem.message}
        </Alert>
      )}
      {tokens.data?.length === 0 && <p className={styles.empty}>You have not created any API tokens yet.</p>}
      {tokens.data && tokens.data.length > 0 && (
        <>
          <PermissionLegend />
          <ul className={styles.cards}>
            {tokens.data.map((token) => (
              <TokenCard key={token.id} token={token} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
