#if Vapor
// `CSRFProtection` is shared with every server integration.
@_exported import FormworkServing
#endif
