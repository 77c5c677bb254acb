/** Created at the entry (or taken from a trusted proxy), passed to the gateway and every subgraph, echoed to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';
