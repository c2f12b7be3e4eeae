// Request context and logging
export { currentRequest, runInRequestContext, type RequestContext } from './context/request-context.js';
export type { ApiRequest, ApiResponse } from './context/api-request.js';
export { AppLogger, logger } from './logging/logger.js';

// HTTP: errors, validation, app set-up
export {
  ApiException,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthenticated,
  type FieldMessage,
} from './http/api-exception.js';
export { toErrorAnswer, translateField, type ErrorAnswer } from './http/error-answer.js';
export { issuesToFields } from './http/zod-issues.js';
export { ZodPipe } from './http/zod.pipe.js';
export { ZodAnswer, ZodBody, ZodParams, ZodQuery } from './http/zod.decorators.js';
export { Endpoint } from './http/endpoint.decorator.js';
export { cleanFileName, extensionOf, uploadedFileName } from './http/uploaded-file-name.js';
export { ApiExceptionFilter } from './http/exception.filter.js';
export { GLOBAL_PREFIX, INSTANCE_HEADER, configureApp, type ConfigureAppOptions } from './http/configure-app.js';
export { setupOpenApi } from './openapi/setup-openapi.js';
export { toOpenApiSchema } from './openapi/json-schema.js';

// Exports
export { csvStream, csvText, type CsvCell, type CsvColumn } from './export/csv.js';

// Access
export { Access, ACCESS_KEY } from './access/access.decorator.js';
export { AccessGuard, bearerToken } from './access/access.guard.js';
export { CurrentAuth } from './access/current-auth.decorator.js';
export {
  SESSION_RESOLVER,
  hasPermission,
  sessionCaches,
  type AuthSession,
  type SessionResolver,
} from './access/auth-session.js';
export { listRouteAccess, type RouteAccess } from './access/route-access.js';

// Database
export { BaseEntity } from './database/base.entity.js';
export { Company } from './database/company.entity.js';
export { CompanyOwnedEntity } from './database/company-owned.entity.js';
export { SOFT_DELETE_FILTER, TENANT_FILTER, platformFilters, type TenantFilterParams } from './database/filters.js';
export { TenantSubscriber } from './database/tenant.subscriber.js';
export { scopeToTenant, tenantCompanyId, withTenant } from './database/tenant.js';
export { liveServiceUuids, staffRefs } from './database/published-reads.js';
export { createOrmConfig, type OrmConfigInput } from './database/orm-config.js';
export { READ_SOURCE_HEADER, readSource, type ReadSource, type ReadSourceHooks, type ReadSourceName } from './database/read-source.js';
export { InProcessRecentWrites, RECENT_WRITES, RECENT_WRITE_MS, type RecentWrites } from './database/recent-writes.js';
export { runMigrations, withAdvisoryLock, type OrmHandle } from './database/migrations-runner.js';
export {
  findPage,
  likePattern,
  pageLimits,
  pageOf,
  pagedAnswer,
  type PageOptions,
  type PageWindow,
  type Paged,
  type PagedAnswer,
} from './database/paging.js';
export { applyFields, checkVersion, softDelete } from './database/versioned.js';
export { packageVersion } from './database/package-version.js';
export { insertJsonRows } from './database/json-rows.js';
export { PLATFORM_TABLES, type DemoContext, type DomainModule, type ModuleOwnership } from './database/domain-module.js';

export { PlatformCoreModule } from './core.module.js';

// PDF (pdfmake, fonts with Latvian letters and Cyrillic)
export { renderPdf, type PdfDocument } from './pdf/render-pdf.js';

// Events between modules (pg-boss on the platform's PostgreSQL, an outbox in the writer's transaction)
export * from './events/index.js';

// Encryption at rest (AES-256-GCM, keys from the environment) and keyed hashes for search
export { dataKeys, defaultKeysFile, ensureKeysFile, parseDataKeys, type DataKey, type DataKeys } from './crypto/data-keys.js';
export { rotateDataKeys, rotateSealedColumn, type SealedColumn, type SealedColumnRotation } from './crypto/key-rotation.js';
export { keyedHash, keyedHashes, openBytes, openText, sealBytes, sealText, sealedWithOldKey } from './crypto/sealed-text.js';
export {
  maskPersonalCode,
  openPersonalCode,
  openPersonalCodeStrict,
  personalCodeUnavailable,
  readPersonalCode,
  personalCodeHash,
  personalCodeHashes,
  personalCodePrefixHash,
  personalCodePrefixHashes,
  personalCodeColumns,
  sealPersonalCode,
  type SealedPersonalCode,
} from './crypto/personal-code-seal.js';
