import { rowOperationDocs, type DatabaseApiDocs as Docs } from '@cellar/core';
import { NavLink } from './ApiDocsLayout';
import { docsAnchors } from './docsAnchors';
import { AuthenticationDocs, ErrorsDocs, IntroductionDocs, ListingDocs } from './GeneralDocs';
import { TableDocs } from './TableDocs';
import styles from './ApiDocs.module.css';

/** One database's API documentation: general sections, then every table with its fields and row operations. */
export function DatabaseApiDocs({ docs, origin }: { docs: Docs; origin: string }) {
  return (
    <article className={styles.content}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>API documentation</p>
        <h1>{docs.database.name} database API</h1>
      </header>
      <IntroductionDocs docs={docs} origin={origin} />
      <AuthenticationDocs origin={origin} tableId={docs.tables[0]?.id} />
      <ListingDocs />
      {docs.tables.map((table) => (
        <TableDocs key={table.id} table={table} origin={origin} />
      ))}
      <ErrorsDocs />
    </article>
  );
}

/** The sidebar's table of contents of one database's documentation. */
export function DatabaseDocsNav({ docs }: { docs: Docs }) {
  return (
    <nav aria-label="Contents" className={styles.nav}>
      <ul>
        <NavLink href={`#${docsAnchors.introduction}`}>Introduction</NavLink>
        <NavLink href={`#${docsAnchors.authentication}`}>Authentication</NavLink>
        <NavLink href={`#${docsAnchors.listing}`}>Pagination and filters</NavLink>
      </ul>
      {docs.tables.map((table) => (
        <ul key={table.id}>
          <NavLink href={`#${docsAnchors.table(table)}`}>{table.name}</NavLink>
          <NavLink href={`#${docsAnchors.fields(table)}`} depth={1}>
            Fields
          </NavLink>
          {rowOperationDocs.map((operation) => (
            <NavLink key={operation.key} href={`#${docsAnchors.operation(table, operation)}`} depth={1}>
              {operation.title}
            </NavLink>
          ))}
        </ul>
      ))}
      <ul>
        <NavLink href={`#${docsAnchors.errors}`}>Errors</NavLink>
      </ul>
    </nav>
  );
}
