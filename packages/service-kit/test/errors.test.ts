import { GraphQLError } from 'graphql';
import pino from 'pino';
import { maskUnexpected } from '../src/errors';

const log = pino({ level: 'silent' });
const format = maskUnexpected('experience', log);

/** What Apollo hands formatError for an error a resolver threw. */
function fromResolver(error: Error) {
  const wrapped = new GraphQLError(error.message, { path: ['addShadowingEntry'], originalError: error });
  return format(wrapped.toJSON(), wrapped);
}

/** Node's error for a write on a socket the peer already closed: the driver throws it unwrapped. */
function endedSocket() {
  return Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
}

describe('errors a subgraph sends', () => {
  it('a write on a connection the crashed engine closed is the service being unavailable, not a 500', () => {
    expect(fromResolver(endedSocket())).toEqual({
      message: 'The experience service is unavailable. Please try again shortly.',
      path: ['addShadowingEntry'],
      extensions: { code: 'SERVICE_UNAVAILABLE', service: 'experience' },
    });
  });

  it('the driver failing to select a server is unavailable too', () => {
    const error = Object.assign(new Error('Server selection timed out after 1500 ms'), {
      name: 'MongoServerSelectionError',
    });
    expect(fromResolver(error).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', service: 'experience' });
  });

  it('a bulk write whose connection the crashed engine closed is unavailable too', () => {
    // The driver's MongoBulkWriteError keeps the network error it met as errorResponse, not as cause.
    const closed = Object.assign(new Error('connection 6 to 127.0.0.1:27017 closed'), { name: 'MongoNetworkError' });
    const error = Object.assign(new Error(closed.message), { name: 'MongoBulkWriteError', errorResponse: closed });
    expect(fromResolver(error).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', service: 'experience' });
  });

  it('a bug stays masked as an internal error', () => {
    expect(fromResolver(new TypeError("Cannot read properties of undefined (reading 'hours')"))).toEqual({
      message: 'Internal server error',
      path: ['addShadowingEntry'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('an expected error keeps its message and code', () => {
    const error = new GraphQLError('Shadowing entry not found', { extensions: { code: 'NOT_FOUND' } });
    expect(format(error.toJSON(), error)).toEqual({
      message: 'Shadowing entry not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
