// libxml2, and no Foundation beside it: its ICU `UErrorCode` clashes with Foundation's in one module.
import CLibXML2

/// An SVG read back with libxml2: nil if it is not well-formed XML, else its elements in
/// document order, so tests ask what was drawn rather than how it was spelled.
struct ParsedSVG {
    struct Element {
        var name: String
        var attributes: [String: String]
        var content: String

        subscript(_ attribute: String) -> String? { attributes[attribute] }
    }

    let root: Element
    let elements: [Element]

    init?(_ svg: String) {
        let bytes = Array(svg.utf8)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                xmlReadMemory(chars, Int32(buffer.count), "picture.svg", nil, options)
            }
        }
        guard let document, let rootNode = xmlDocGetRootElement(document) else { return nil }
        defer { xmlFreeDoc(document) }
        var elements: [Element] = []
        func visit(_ node: xmlNodePtr) {
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE {
                    elements.append(Self.element(current))
                    visit(current)
                }
                child = current.pointee.next
            }
        }
        visit(rootNode)
        guard rootNode.pointee.ns.map({ String(cString: $0.pointee.href) }) == "http://www.w3.org/2000/svg" else { return nil }
        root = Self.element(rootNode)
        self.elements = elements
    }

    private static func element(_ node: xmlNodePtr) -> Element {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            attributes[String(cString: current.pointee.name)] = Self.content(of: current.pointee.children)
            attribute = current.pointee.next
        }
        return Element(name: String(cString: node.pointee.name), attributes: attributes, content: Self.content(of: node.pointee.children))
    }

    /// The text of a node's children and theirs, in order.
    private static func content(of first: xmlNodePtr?) -> String {
        var text = ""
        var child = first
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE, let content = current.pointee.content {
                text += String(cString: content)
            }
            text += content(of: current.pointee.children)
            child = current.pointee.next
        }
        return text
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The text elements, by what they say.
    func text(_ content: String) -> Element? { all("text").first { $0.content == content } }
}
