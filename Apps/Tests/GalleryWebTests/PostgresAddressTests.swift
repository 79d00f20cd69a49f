import FormworkGallery
import Testing

/// `--database` addresses for PostgreSQL, read as libpq reads its URLs.
@Suite("PostgreSQL addresses")
struct PostgresAddressTests {
    @Test func aFullAddress() throws {
        let address = try PostgresAddress("postgres://ada:s%40cret@db.example.com:6543/forms?sslmode=require")
        #expect(address.endpoint == .tcp(host: "db.example.com", port: 6543))
        #expect(address.username == "ada")
        #expect(address.password == "s@cret")
        #expect(address.database == "forms")
        #expect(address.requiresTLS)
        #expect(!address.description.contains("cret"), "the password stays out of messages")
    }

    @Test func aSocketDirectoryAndTheDefaults() throws {
        let socket = try PostgresAddress("postgresql://formwork@/formwork?host=/tmp/pg/socket")
        #expect(socket.endpoint == .socket(path: "/tmp/pg/socket/.s.PGSQL.5432"))
        #expect(socket.database == "formwork")
        #expect(!socket.requiresTLS)
        let local = try PostgresAddress("postgres://me@/db?port=5433")
        #expect(local.endpoint == .socket(path: "/var/run/postgresql/.s.PGSQL.5433"))
        #expect(try PostgresAddress("postgres://me@localhost/db").endpoint == .tcp(host: "localhost", port: 5432))
    }

    @Test(arguments: ["postgres://me@host:0/db", "postgres://me@host/db?sslmode=allow", "mysql://me@host/db"])
    func whatIsNotAnAddressIsAClearError(_ text: String) {
        #expect(throws: GalleryStoreError.self) { try PostgresAddress(text) }
    }

    @Test func filesAreNotAddresses() {
        #expect(PostgresAddress.isAddress("postgres://me@host/db"))
        #expect(!PostgresAddress.isAddress("formwork-demo.sqlite"))
        #expect(!PostgresAddress.isAddress(":memory:"))
    }
}
