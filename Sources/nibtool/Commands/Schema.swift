import ArgumentParser
import NibFormat

struct Schema: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the XML Schema (XSD 1.0) of the screen format, generated from NibFormat's vocabulary.",
        discussion: """
            The output is committed as docs/nibkit-screen.xsd; associate it with *.xib in your editor \
            for completion and inline checking. Regenerate it after changing the vocabulary:
              swift run nibtool schema > docs/nibkit-screen.xsd

            With --reference, prints instead the element table of docs/SCREEN_FORMAT.md, which \
            stands there between its two marker comments.
            """
    )

    @Flag(help: "Print the element reference table (Markdown) of docs/SCREEN_FORMAT.md instead.")
    var reference = false

    func execute() throws {
        print(reference ? ReferenceTable.markdown(of: .nibKit) : SchemaGenerator.xsd(of: .nibKit), terminator: "")
    }
}
