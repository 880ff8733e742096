import NibFormat

extension DocumentDecoder {
    /// `<variation key="widthClass=regular" spacing="2">`: what an object changes in some size
    /// classes, its settings as attributes (read by `readSettings`, which knows the dialect) and
    /// which of its constraints and subviews it installs
    /// (`<mask key="constraints"><include reference="c1"/><exclude reference="c2"/></mask>`).
    /// Nil for a key that names no size classes (reported by the caller's dialect).
    mutating func decodeVariation(
        _ element: Element, readSettings: (inout DocumentDecoder, Element, inout PropertyList) -> Void
    ) -> Variation? {
        let location = markup.location(element)
        guard let key = markup.attribute(.key, of: element).map(markup.value), let condition = SizeClassCondition(key: key) else { return nil }
        var variation = Variation(condition: condition, location: location)
        readSettings(&self, element, &variation.properties)
        for mask in markup.children(element) {
            let maskKey = markup.attribute(.key, of: mask).map(markup.value)
            guard markup.nameText(mask) == "mask", maskKey == "constraints" || maskKey == "subviews" else {
                if !isInterfaceBuilder { unknownElement(mask, in: "variation", allowed: ["mask"]) }
                continue
            }
            for entry in markup.children(mask) {
                let name = markup.nameText(entry)
                guard name == "include" || name == "exclude",
                    let reference = markup.attributes(entry).first(where: { markup.nameText($0) == "reference" }).map(markup.value)
                else {
                    report(
                        .missingAttribute, "a variation's mask holds <include reference=\"ID\"/> and <exclude reference=\"ID\"/>", at: markup.location(entry))
                    continue
                }
                variation.installs.append(
                    Variation.Install(id: reference, isInstalled: name == "include", isConstraint: maskKey == "constraints", location: markup.location(entry)))
            }
        }
        return variation
    }
}
