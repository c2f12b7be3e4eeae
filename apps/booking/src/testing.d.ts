// jest-dom's matchers (toBeInTheDocument, ...) for the type check of this project's tests.
/// <reference types="@testing-library/jest-dom" />
