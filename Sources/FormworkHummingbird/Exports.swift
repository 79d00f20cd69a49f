#if Hummingbird
// `CSRFProtection` is shared with every server integration.
@_exported import FormworkServing
#endif
