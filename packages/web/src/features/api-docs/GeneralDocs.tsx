import { databaseEndpoints, declaredQueryParameters, rowErrors, type DatabaseApiDocs } from '@cellar/core';
import { CodeSample } from './CodeSample';
import { curlCommand } from './curlCommand';
import { docsAnchors } from './docsAnchors';
import styles from './ApiDocs.module.css';

/** Where the API lives and what the database holds. */
export function IntroductionDocs({ docs, origin }: { docs: DatabaseApiDocs; origin: string }) {
  return (
    <section className={styles.section} aria-labelledby={docsAnchors.introduction}>
      <h2 id={docsAnchors.introduction}>Introduction</h2>
      <p>
        The <strong>{docs.database.name}</strong> database (id {docs.database.id}) has {docs.tables.length} table{docs.tables.length === 1 ? '' : 's'}. Its rows
        can be listed, read, created, updated and deleted over a JSON REST API at <code>{origin}/api/</code>. Every path ends with a slash.
      </p>
      <p>
        Cells are keyed by their field's id, <code>field_&lt;id&gt;</code>, so renaming a field does not break anything using the API. Add{' '}
        <code>user_field_names=true</code> to a row request's query to key cells, filters, sorts and field choices by the fields' names instead.
        The machine-readable version of this page is the OpenAPI document at <code>/api/database/{docs.database.id}/schema.json</code>.
      </p>
    </section>
  );
}

/** The two ways to authenticate (contract §1.2). */
export function AuthenticationDocs({ origin, tableId }: { origin: string; tableId: number | undefined }) {
  const url = `${origin}/api/database/rows/table/${tableId ?? '<table id>'}/`;
  return (
    <section className={styles.section} aria-labelledby={docsAnchors.authentication}>
      <h2 id={docsAnchors.authentication}>Authentication</h2>
      <p>
        Send a <strong>database token</strong> in the <code>Authorization</code> header as <code>Token &lt;key&gt;</code>. Create tokens, and choose per table
        whether each may create, read, update or delete rows, under Settings → API Tokens. A token without the right gets 401 <code>ERROR_NO_PERMISSION_TO_TABLE</code>.
      </p>
      <CodeSample title="Token request" code={curlCommand({ method: 'GET', url, headers: { Authorization: 'Token YOUR_DATABASE_TOKEN' } })} />
      <p>
        The row endpoints also accept a signed-in user's <strong>JWT</strong> as <code>JWT &lt;token&gt;</code>, the token that <code>POST /api/user/token-auth/</code>{' '}
        answers. A JWT expires after a while; tokens do not, until they are rotated or deleted.
      </p>
      <CodeSample title="JWT request" code={curlCommand({ method: 'GET', url, headers: { Authorization: 'JWT YOUR_JWT' } })} />
    </section>
  );
}

/** Pagination, search, sorting and filters of the list endpoint, from its declared query. */
export function ListingDocs() {
  const parameters = declaredQueryParameters(databaseEndpoints.listRows);
  return (
    <section className={styles.section} aria-labelledby={docsAnchors.listing}>
      <h2 id={docsAnchors.listing}>Pagination, search, sorting and filters</h2>
      <p>
        Listing rows answers a page: <code>{'{"count", "next", "previous", "results"}'}</code>, where <code>next</code> and <code>previous</code> are the full URLs of
        the neighbouring pages, or null. These query parameters shape the list:
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">Query parameters of the rows list</caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.name}>
              <td>
                <code>{parameter.name}</code>
              </td>
              <td>{parameter.description}</td>
            </tr>
          ))}
          <tr>
            <td>
              <code>filter__field_&lt;id&gt;__&lt;type&gt;</code>
            </td>
            <td>Only rows whose field matches the filter type with this value. Each table below lists the filters its fields accept.</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The error codes of the row endpoints (contract §1.3, §10). */
export function ErrorsDocs() {
  return (
    <section className={styles.section} aria-labelledby={docsAnchors.errors}>
      <h2 id={docsAnchors.errors}>Errors</h2>
      <p>
        A refused request answers <code>{'{"error": "ERROR_…", "detail": "…"}'}</code>. A refused body answers <code>ERROR_REQUEST_BODY_VALIDATION</code> with a list of
        errors per key in <code>detail</code>. Missing or unknown credentials answer 401.
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">Error codes of the row endpoints</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Error</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>401</td>
            <td>
              <code>ERROR_TOKEN_DOES_NOT_EXIST</code>
            </td>
            <td>The provided token does not exist.</td>
          </tr>
          {rowErrors().map((error) => (
            <tr key={error.code}>
              <td>{error.status}</td>
              <td>
                <code>{error.code}</code>
              </td>
              <td>{error.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
