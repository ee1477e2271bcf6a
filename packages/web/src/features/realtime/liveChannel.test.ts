import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSockets } from '../../test/fakeSocket';
import { createLiveChannel, reconnectPolicy } from './liveChannel';

function setUp(token: { value: string | null } = { value: 'jwt-1' }) {
  const sockets = createFakeSockets();
  const channel = createLiveChannel({ getToken: () => token.value, openSocket: sockets.open, origin: 'https://cellar.example' });
  const heard: unknown[] = [];
  channel.listen((message) => heard.push(message));
  const welcome = (id = 'socket-1') => sockets.latest()!.receive({ type: 'authentication', success: true, web_socket_id: id });
  return { channel, sockets, heard, welcome, token };
}

describe('the live channel (spec §4 "Live channel")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the JWT in the query and keeps the socket id the server gives', () => {
    const { channel, sockets, welcome } = setUp({ value: 'a.b+c' });
    channel.connect();
    expect(sockets.latest()!.url).toBe('wss://cellar.example/ws/core/?jwt_token=a.b%2Bc');
    expect(channel.getState()).toEqual({ status: 'connecting', webSocketId: null });
    welcome('4f1c');
    expect(channel.getState()).toEqual({ status: 'open', webSocketId: '4f1c' });
  });

  it('subscribes to the page once authenticated, switches pages, and unsubscribes with an empty page', () => {
    const { channel, sockets, welcome } = setUp();
    channel.setPage({ page: 'table', table_id: 7 });
    channel.connect();
    expect(sockets.latest()!.sent).toEqual([]);
    welcome();
    channel.setPage({ page: 'table', table_id: 9 });
    channel.setPage(null);
    expect(sockets.latest()!.sent).toEqual([{ page: 'table', table_id: 7 }, { page: 'table', table_id: 9 }, { page: '' }]);
  });

  it('passes server events on, and ignores what is not a typed JSON object', () => {
    const { channel, sockets, heard, welcome } = setUp();
    channel.connect();
    welcome();
    const socket = sockets.latest()!;
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: '[1,2]' });
    socket.receive({ type: 'row_deleted', table_id: 1, row_id: 2 });
    expect(heard).toEqual([{ type: 'row_deleted', table_id: 1, row_id: 2 }]);
  });

  it('reconnects at once after a drop, then every 5 s, resubscribes and asks for a resync', () => {
    const { channel, sockets, heard, welcome } = setUp();
    channel.setPage({ page: 'table', table_id: 3 });
    channel.connect();
    welcome('first');
    sockets.latest()!.drop();
    expect(channel.getState()).toEqual({ status: 'reconnecting', webSocketId: null });
    vi.advanceTimersByTime(reconnectPolicy.firstDelayMs);
    expect(sockets.opened).toHaveLength(2);
    sockets.latest()!.drop();
    vi.advanceTimersByTime(reconnectPolicy.laterDelayMs - 1);
    expect(sockets.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets.opened).toHaveLength(3);
    welcome('third');
    expect(channel.getState()).toEqual({ status: 'open', webSocketId: 'third' });
    expect(sockets.latest()!.sent).toEqual([{ page: 'table', table_id: 3 }]);
    expect(heard).toEqual([{ type: 'resync' }]);
  });

  it('gives up after more than 10 attempts in a row', () => {
    const { channel, sockets } = setUp();
    channel.connect();
    for (let attempt = 1; attempt <= reconnectPolicy.maxAttempts; attempt += 1) {
      sockets.latest()!.drop();
      expect(channel.getState().status).toBe('reconnecting');
      vi.advanceTimersByTime(reconnectPolicy.laterDelayMs);
    }
    expect(sockets.opened).toHaveLength(reconnectPolicy.maxAttempts + 1);
    sockets.latest()!.drop();
    expect(channel.getState().status).toBe('failed');
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(reconnectPolicy.maxAttempts + 1);
  });

  it('counts attempts afresh after a successful reconnect', () => {
    const { channel, sockets, welcome } = setUp();
    channel.connect();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < reconnectPolicy.maxAttempts; attempt += 1) {
        sockets.latest()!.drop();
        vi.advanceTimersByTime(reconnectPolicy.laterDelayMs);
      }
      welcome();
    }
    expect(channel.getState().status).toBe('open');
  });

  it('gives up at once when the server refuses a token that has not changed, and retries with a new one', () => {
    const first = setUp();
    first.channel.connect();
    first.sockets.latest()!.receive({ type: 'authentication', success: false, web_socket_id: 'x' });
    first.sockets.latest()!.drop();
    expect(first.channel.getState().status).toBe('failed');

    const second = setUp();
    second.channel.connect();
    second.sockets.latest()!.receive({ type: 'authentication', success: false, web_socket_id: 'x' });
    second.token.value = 'jwt-2';
    second.sockets.latest()!.drop();
    vi.advanceTimersByTime(0);
    expect(second.sockets.latest()!.url).toContain('jwt_token=jwt-2');
  });

  it('stops reconnecting when disconnected on purpose', () => {
    const { channel, sockets, welcome } = setUp();
    channel.connect();
    welcome();
    sockets.latest()!.drop();
    channel.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(1);
    expect(channel.getState()).toEqual({ status: 'closed', webSocketId: null });
    // A socket that closes after the channel let it go changes nothing.
    channel.connect();
    welcome();
    const open = sockets.latest()!;
    channel.disconnect();
    expect(open.closed).toBe(true);
    open.onclose?.();
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(2);
  });
});
