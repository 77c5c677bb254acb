import type express from 'express';
import type { Connection } from 'mongoose';
import { intFromEnv, internalSecret, portFromEnv } from './config';
import { areaDatabaseName, connectDatabase, databaseAnswers, databaseUri } from './database';
import { exitWhenWedged } from './database-watchdog';
import { serviceLogger } from './observability';
import { runService } from './run-service';
import { loadSchema, startSubgraph, type SubgraphResolvers } from './subgraph-server';

export interface SubgraphProcess {
  /** 'academics': its database is <NAME>_DB (default predental_academics), its port <NAME>_PORT. */
  name: string;
  port: number;
  /** The folder holding its SDL files (the caller's __dirname). */
  dir: string;
  /** Builds the models, stores and resolvers on the subgraph's own database. */
  setup(
    connection: Connection,
    secret: string,
  ): Promise<{ resolvers: SubgraphResolvers; routes?: (app: express.Express) => void }>;
}

/** A subgraph's whole process: its database, its server, a clean stop on SIGTERM/SIGINT. */
export function runSubgraph(options: SubgraphProcess): void {
  const prefix = options.name.toUpperCase();
  runService(options.name, async () => {
    const secret = internalSecret();
    const connection = await connectDatabase(areaDatabaseName(options.name));
    const stopWatchdog = exitWhenWedged(connection, databaseUri(), serviceLogger(options.name), {
      wedgedAfterMs: intFromEnv('DB_WEDGED_MS', 10_000, { min: 1000 }),
    });
    const { resolvers, routes } = await options.setup(connection, secret);
    const subgraph = await startSubgraph({
      name: options.name,
      typeDefs: loadSchema(options.dir),
      resolvers,
      routes,
      ready: async () => ((await databaseAnswers(connection, 1000)) ? null : 'the database does not answer'),
      port: portFromEnv(`${prefix}_PORT`, options.port),
      secret,
    });
    return {
      close: async () => {
        stopWatchdog();
        await subgraph.close();
        await connection.close();
      },
    };
  });
}
