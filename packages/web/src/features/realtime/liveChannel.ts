import type { RealtimeMessage } from '@cellar/core';
import { createStateStore, type StateStore } from '../../ui/stateStore';

/**
 * Where the live channel is: `connecting` on the first try, `open` once authenticated,
 * `reconnecting` after a drop, `failed` when it gave up, `closed` when told to stop.
 */
export type LiveStatus = 'closed' | 'connecting' | 'open' | 'reconnecting' | 'failed';

/** The channel's state: its status and the id the server gave this socket (sent back as `WebSocketId`). */
export interface LiveState {
  status: LiveStatus;
  webSocketId: string | null;
}

/** A page subscription as the server takes it: `{page: 'table', table_id}` (contract §13). */
export type LivePage = { page: string } & Record<string, string | number>;

/** What a listener hears: every server message, and `resync` after a reconnect, when events may have been missed. */
export type LiveListener = (message: RealtimeMessage | { type: 'resync' }) => void;

/** The part of the browser's WebSocket the channel uses, so a test can hand in its own transport. */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  close(): void;
}

/** What the channel needs from outside: the session's JWT, how to open a socket, and a clock. */
export interface LiveChannelOptions {
  getToken(): string | null;
  openSocket?: (url: string) => SocketLike;
  /** The page's origin, from which the ws(s) URL is made. */
  origin?: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The session's one live connection (spec §4 "Live channel"). */
export interface LiveChannel extends Pick<StateStore<LiveState>, 'getState' | 'subscribe'> {
  /** Opens the connection (no-op when already open or opening); reconnecting is enabled again. */
  connect(): void;
  /** Closes it on purpose: no reconnect follows. */
  disconnect(): void;
  /** Subscribes to a page, or to none with null; sent now when open and again after every reconnect. */
  setPage(page: LivePage | null): void;
  listen(listener: LiveListener): () => void;
}

/** Spec §9: the first reconnect is immediate, later ones wait 5 s; more than 10 attempts give up. */
export const reconnectPolicy = { firstDelayMs: 0, laterDelayMs: 5000, maxAttempts: 10 } as const;

/** Creates the live channel; it stays closed until `connect`. */
export function createLiveChannel(options: LiveChannelOptions): LiveChannel {
  const store = createStateStore<LiveState>({ status: 'closed', webSocketId: null });
  const listeners = new Set<LiveListener>();
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const openSocket = options.openSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);

  let socket: SocketLike | null = null;
  let page: LivePage | null = null;
  let attempts = 0;
  let timer: unknown = null;
  // Set once a socket was authenticated, so the next successful one knows events may have been missed.
  let wasOpen = false;
  // The token a refused authentication carried: trying it again cannot succeed.
  let refusedToken: string | null = null;

  const setStatus = (status: LiveStatus, webSocketId: string | null = null) => store.setState(() => ({ status, webSocketId }));
  const emit: LiveListener = (message) => listeners.forEach((listener) => listener(message));
  const sendPage = () => socket?.send(JSON.stringify(page ?? { page: '' }));

  function open() {
    timer = null;
    const token = options.getToken();
    if (token === null) return setStatus('closed');
    const origin = options.origin ?? window.location.origin;
    const url = `${origin.replace(/^http/, 'ws')}/ws/core/?jwt_token=${encodeURIComponent(token)}`;
    const current = openSocket(url);
    socket = current;
    current.onmessage = (event) => {
      if (socket !== current) return;
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'authentication') return authenticated(message, token);
      emit(message);
    };
    current.onclose = () => {
      if (socket === current) dropped();
    };
  }

  function authenticated(message: Extract<RealtimeMessage, { type: 'authentication' }>, token: string) {
    if (!message.success) {
      refusedToken = token;
      return;
    }
    attempts = 0;
    refusedToken = null;
    setStatus('open', message.web_socket_id);
    if (page) sendPage();
    if (wasOpen) emit({ type: 'resync' });
    wasOpen = true;
  }

  function dropped() {
    socket = null;
    attempts += 1;
    const tokenUnchanged = refusedToken !== null && refusedToken === options.getToken();
    if (attempts > reconnectPolicy.maxAttempts || tokenUnchanged) return setStatus('failed');
    setStatus('reconnecting');
    timer = setTimer(open, attempts === 1 ? reconnectPolicy.firstDelayMs : reconnectPolicy.laterDelayMs);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    connect() {
      if (socket || timer !== null) return;
      attempts = 0;
      refusedToken = null;
      setStatus('connecting');
      open();
    },
    disconnect() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close();
      wasOpen = false;
      setStatus('closed');
    },
    setPage(next) {
      page = next;
      if (store.getState().status === 'open') sendPage();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The server only sends JSON objects with a type; anything else is not for us.
function parse(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' ? (value as RealtimeMessage) : null;
  } catch {
    return null;
  }
}
