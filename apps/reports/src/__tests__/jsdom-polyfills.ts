/// <reference types="node" />
/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Imported first by
 * the tests that load the router (until the shared web setup provides them).
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
