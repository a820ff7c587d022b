import Domain

/// Answers with fixed validators.
struct CacheValidatorsStub: CacheValidatorsProvider {
    let validators: CacheValidators?

    func cachedValidators() async -> CacheValidators? { validators }
}
