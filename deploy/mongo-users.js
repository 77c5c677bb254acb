// Run by the mongo image once, when it starts on an empty data volume (docker-entrypoint-initdb.d),
// as the root user. One user per subgraph, allowed to read and write its own database only: no
// service can read another's data. The passwords come from docker-compose.yml's environment.
for (const area of ['identity', 'academics', 'experience', 'schools', 'applications']) {
  const variable = `${area.toUpperCase()}_DB_PASSWORD`;
  const password = process.env[variable];
  if (!password) throw new Error(`${variable} is not set`);
  const database = `predental_${area}`;
  db.getSiblingDB(database).createUser({ user: area, pwd: password, roles: [{ role: 'readWrite', db: database }] });
}
