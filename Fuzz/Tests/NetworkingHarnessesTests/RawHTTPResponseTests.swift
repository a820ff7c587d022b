import Foundation
import NetworkingHarnesses
import Testing

@Suite("A raw HTTP response read from fuzz input")
struct RawHTTPResponseTests {
    @Test("is all body with status 200 when the input has no blank line")
    func inputWithoutBlankLineIsBody() {
        let data = Data("<rss/>".utf8)

        let response = RawHTTPResponse(parsing: data)

        #expect(response.statusCode == 200)
        #expect(response.headers.isEmpty)
        #expect(response.body == data)
        #expect(response.url == RawHTTPResponse.requestURL)
    }

    @Test("reads the status line, the headers and the body after a CRLF blank line")
    func readsStatusHeadersAndBody() {
        let data = Data("HTTP/1.1 304 Not Modified\r\nETag: \"a\"\r\nContent-Type:  text/xml \r\n\r\nbody".utf8)

        let response = RawHTTPResponse(parsing: data)

        #expect(response.statusCode == 304)
        #expect(response.headers == ["ETag": "\"a\"", "Content-Type": "text/xml"])
        #expect(response.body == Data("body".utf8))
    }

    @Test("accepts a bare LF blank line and headers without a status line")
    func acceptsLFOnlyWithoutStatusLine() {
        let data = Data("Content-Type: application/json\n\n{}".utf8)

        let response = RawHTTPResponse(parsing: data)

        #expect(response.statusCode == 200)
        #expect(response.headers == ["Content-Type": "application/json"])
        #expect(response.body == Data("{}".utf8))
    }

    @Test("joins a repeated header with a comma and skips lines that are not headers")
    func joinsRepeatedHeaders() {
        let data = Data("X-A: 1\r\nnot a header\r\n: nameless\r\nX-A: 2\r\n\r\n".utf8)

        let response = RawHTTPResponse(parsing: data)

        #expect(response.headers == ["X-A": "1, 2"])
        #expect(response.body.isEmpty)
    }

    @Test("uses a Location header as the response's URL, resolved against the request's")
    func usesLocationAsURL() {
        let absolute = RawHTTPResponse(parsing: Data("Location: https://cdn.example.org/a.xml\n\n".utf8))
        let relative = RawHTTPResponse(parsing: Data("location: other.xml\n\n".utf8))

        #expect(absolute.url.absoluteString == "https://cdn.example.org/a.xml")
        #expect(relative.url.path == "/fuzz/other.xml")
    }

    @Test("gives status 0 to a status line without a number")
    func statusLineWithoutNumber() {
        let response = RawHTTPResponse(parsing: Data("HTTP/1.1 OK\r\n\r\n".utf8))

        #expect(response.statusCode == 0)
    }
}
