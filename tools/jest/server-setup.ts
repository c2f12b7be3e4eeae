/**
 * Runs before every server test file. Nest and reflect-metadata are imported first: importing them
 * later, through a CommonJS package, fails with ERR_REQUIRE_CYCLE_MODULE.
 */
import 'reflect-metadata';
import '@nestjs/common';
import '@nestjs/core';
import { jest } from '@jest/globals';

// Quiet logs unless asked for (LOG_LEVEL=debug npx jest ...).
process.env.LOG_LEVEL ??= 'silent';

// Integration tests boot the whole API against Postgres; argon2 hashing in the seed takes a moment.
jest.setTimeout(30_000);
