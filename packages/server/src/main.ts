import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './db/open-database.js';
import { migrateToLatest } from './db/migrate.js';
import { createLogger } from './logging/logger.js';

// Starts Cellar: configuration from the environment, migrations, then the HTTP server.
// SIGINT/SIGTERM stop accepting requests, let in-flight ones finish, then close the database.
async function main(): Promise<void> {
  // Owner-only for every file Cellar (and the embedded engine) creates from here on.
  process.umask(0o077);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    sharedBuffersMb: config.embeddedSharedBuffersMb,
  });
  await migrateToLatest(db);
  const { app } = await buildApp({ config, db, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // After the app's own close (its sweeps and job runner stop, waiting for a turn under way): Fastify runs
    // onClose hooks last-registered first, so a hook closing the database ran before them, under their feet.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const engine = db.engine === 'embedded' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL';
  logger.info(`Cellar is running at ${config.publicUrl} on ${engine}`);
  // Also as a plain line, for the person who ran `npm start` to find among the JSON log lines.
  console.log(`\nCellar is ready: open ${config.publicUrl}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
