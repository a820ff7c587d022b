import Foundation

/// Words for the error codes `XMLParser` reports, which on Linux carry no description of their own.
enum XMLParserErrorReason {
    /// A sentence saying what is wrong with the document.
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends before every element is closed; it may be truncated"
        case 9: return "the document holds a character that is not allowed in XML (or is not in its declared encoding)"
        case 26:
            return "it uses an entity XML does not define (only &amp; &lt; &gt; &quot; &apos; and numeric "
                + "references like &#160; are allowed without a DTD)"
        case 38, 39, 40, 41: return "an attribute is malformed (unquoted, repeated or without a value)"
        case 68: return "a name was expected after '<' or '&'"
        case 73: return "an end tag is missing its '>'"
        case 76: return "an end tag does not match the element it closes"
        case 111: return "entities expand too far (a possible entity-expansion attack)"
        default: return "the XML parser reported error \(code)"
        }
    }
}
