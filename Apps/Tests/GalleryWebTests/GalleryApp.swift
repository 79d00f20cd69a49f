import Foundation
import FormworkGallery
import Hummingbird

/// The gallery's router with a store in a temporary file.
func galleryApp(secret: String = "the tests' own secret", database: String = ":memory:",
                trustedOrigins: Set<String> = []) throws -> some ApplicationProtocol {
    try galleryApp(secret: secret, store: SQLiteGalleryStore(path: database), trustedOrigins: trustedOrigins)
}

func galleryApp(secret: String = "the tests' own secret", store: any GalleryStore,
                trustedOrigins: Set<String> = []) -> some ApplicationProtocol {
    Application(router: GalleryServer.router(secret: secret, store: store, trustedOrigins: trustedOrigins))
}
