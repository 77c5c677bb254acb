import mongoose from 'mongoose';
import { requireEnv } from './config';

/** Each subgraph owns one database on the server MONGODB_URI points at. */
export async function connectDatabase(dbName: string): Promise<mongoose.Connection> {
  const uri = requireEnv('MONGODB_URI', 'point it at a MongoDB server (npm start starts an embedded one)');
  const connection = mongoose.createConnection(uri, { dbName, maxPoolSize: 20, serverSelectionTimeoutMS: 10_000 });
  await connection.asPromise();
  return connection;
}
