import { jest } from '@jest/globals';
import { openSocket, socketUrl } from '../socket';

/** A stand-in WebSocket that records what the client sends and lets the test play the server. */
class FakeSocket {
  static last: FakeSocket;
  readyState = 1;
  sent: string[] = [];
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  server(data: string) {
    this.onmessage?.({ data });
  }
}

describe('live socket (socket.io protocol)', () => {
  it('connects with the token, answers pings, joins and receives events', () => {
    const socket = openSocket({ url: 'ws://x/socket.io/?EIO=4&transport=websocket', token: () => 'tok', WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
    const ws = FakeSocket.last;
    const connected = jest.fn();
    const received = jest.fn();
    socket.onConnect(connected);
    socket.on('calendar:appointment', received);

    ws.server('0{"sid":"a","pingInterval":25000,"pingTimeout":20000}');
    expect(ws.sent).toEqual(['40{"token":"tok"}']);
    ws.server('40{"sid":"b"}');
    expect(connected).toHaveBeenCalledTimes(1);

    socket.emit('calendar:join', { branch_uuid: 'b1' });
    expect(ws.sent[1]).toBe('420["calendar:join",{"branch_uuid":"b1"}]');

    ws.server('2');
    expect(ws.sent[2]).toBe('3');

    ws.server('42["calendar:appointment",{"action":"created"}]');
    expect(received).toHaveBeenCalledWith({ action: 'created' });
    socket.close();
  });

  it('reconnects after a drop and calls the connect listeners again', () => {
    jest.useFakeTimers();
    const socket = openSocket({ url: 'ws://x', token: () => 't', WebSocketImpl: FakeSocket as unknown as typeof WebSocket, backoff: () => 100 });
    const connected = jest.fn();
    socket.onConnect(connected);
    const first = FakeSocket.last;
    first.server('0{}');
    first.server('40{}');
    first.close();
    jest.advanceTimersByTime(100);
    const second = FakeSocket.last;
    expect(second).not.toBe(first);
    second.server('0{}');
    second.server('40{}');
    expect(connected).toHaveBeenCalledTimes(2);
    socket.close();
    jest.useRealTimers();
  });

  it('uses wss on https pages', () => {
    expect(socketUrl({ protocol: 'https:', host: 'clinic.lv' })).toBe('wss://clinic.lv/socket.io/?EIO=4&transport=websocket');
  });
});
