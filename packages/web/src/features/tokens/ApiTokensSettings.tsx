import { useState } from 'react';
import { CreateTokenForm } from './CreateTokenForm';
import { TokenList } from './TokenList';

/** The 'API Tokens' settings page: the list, or the create form in its place (spec §4 "API token"). */
export function ApiTokensSettings() {
  const [creating, setCreating] = useState(false);
  return creating ? <CreateTokenForm onDone={() => setCreating(false)} /> : <TokenList onCreate={() => setCreating(true)} />;
}
