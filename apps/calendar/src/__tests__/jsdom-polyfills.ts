/// <reference types="node" />
/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router (reached through @dental/ui) needs at
 * import time. Imported first by this project's tests.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
