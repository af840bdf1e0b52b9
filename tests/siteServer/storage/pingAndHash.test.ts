import { describe, expect, it } from 'vitest';
import { sampleInquiry, tempStore } from './tempStore';

describe('the store for the health check and the logs', () => {
  it('answers a ping while open and not once closed', async () => {
    const { store } = await tempStore();
    expect(store.ping()).toBe(true);
    store.close();
    expect(store.ping()).toBe(false);
  });

  it('hashes a client address as it stores it with an inquiry', async () => {
    const { store } = await tempStore();
    const stored = store.add(sampleInquiry({ clientAddress: '198.51.100.23' }));
    expect(store.hashClientAddress('198.51.100.23')).toBe(stored.clientHash);
    expect(store.hashClientAddress('198.51.100.24')).not.toBe(stored.clientHash);
  });
});
